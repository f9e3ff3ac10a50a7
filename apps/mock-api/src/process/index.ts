/** `@formation/mock-api/process`: the mock as a process of its own, and the helpers around it. */
export { freePort } from './free-port';
export { startMockProcess, type MockProcess, type MockProcessOptions } from './mock-process';
export { killAllGroups, spawnGroup, stopGroup } from './process-group';
export { answering, startProcess, type StartedProcess } from './started-process';
export { startBalancer, startReplica } from '../team/team-processes';
