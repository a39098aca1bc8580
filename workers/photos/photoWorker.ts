/// <reference lib="webworker" />
import * as Comlink from 'comlink';
import { createPhotoWorkerApi } from './photoWorkerApi';

// The photo worker: faceted search, hashing and duplicate finding off the main thread.
Comlink.expose(createPhotoWorkerApi());
