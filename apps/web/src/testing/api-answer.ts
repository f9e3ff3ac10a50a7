import { errorBody, type ErrorCode, type ErrorStatus } from '@formation/contract';

/** An answer as the ts-rest client resolves it: what `vi.spyOn(api.…, '…').mockResolvedValue` takes. */
export function apiAnswer(status: number, body: unknown): never {
  return { status, body, headers: new Headers() } as never;
}

/** A refusal in the one error body, built by the contract's `errorBody` as the mock builds it. */
export function apiRefusal(status: ErrorStatus, message: string, code?: ErrorCode): never {
  return apiAnswer(status, errorBody(status, message, code === undefined ? {} : { code }));
}
