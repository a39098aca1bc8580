/// <reference lib="webworker" />
import * as Comlink from 'comlink';
import { autofillWorkerApi } from './autofillWorkerApi';

// Autofill in its own small worker: the editor loads it on first use, and it works offline.
Comlink.expose(autofillWorkerApi);
