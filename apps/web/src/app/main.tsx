import { bootSite } from './boot';

bootSite();
