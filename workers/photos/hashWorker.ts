/// <reference lib="webworker" />
import * as Comlink from 'comlink';
import { hashWorkerApi } from './hashWorkerApi';

// A guest's hashing worker: SHA-256 off the phone's main thread, without the photo index's code.
Comlink.expose(hashWorkerApi);
