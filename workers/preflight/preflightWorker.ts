/// <reference lib="webworker" />
import * as Comlink from 'comlink';
import { bundledEnglishDictionary } from './bundledDictionary';
import { createPreflightWorkerApi } from './preflightWorkerApi';

// Preflight in its own worker: the dictionary stays out of the editor's bundle, and it works offline.
Comlink.expose(createPreflightWorkerApi(bundledEnglishDictionary));
