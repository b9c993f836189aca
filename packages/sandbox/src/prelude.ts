import { MAX_ERROR_MESSAGE_CHARS, MAX_LOG_LINE_CHARS, MAX_LOG_LINES } from './constants.js';

/**
 * Script evaluated in every fresh QuickJS context before the user's code. It captures the built-ins
 * it needs (so a filter that overwrites JSON, Function or String cannot subvert the sandbox's own
 * steps) and returns the functions the host calls. It also installs a VM-only `console` whose output
 * is kept in a capped buffer: nothing of the host is exposed to the VM.
 */
export const PRELUDE_SOURCE = `(function () {
  'use strict';
  var FunctionCtor = Function;
  var parse = JSON.parse;
  var stringify = JSON.stringify;
  var PromiseCtor = Promise;
  var TypeErrorCtor = TypeError;
  var toStr = String;
  var apply = Reflect.apply;
  var slice = String.prototype.slice;
  var MAX_LINES = ${MAX_LOG_LINES};
  var MAX_CHARS = ${MAX_LOG_LINE_CHARS};
  var MAX_MESSAGE = ${MAX_ERROR_MESSAGE_CHARS};
  var logs = [];
  var dropped = 0;

  function cut(text, max) {
    return text.length > max ? apply(slice, text, [0, max]) + '\u2026' : text;
  }
  function show(value) {
    if (typeof value === 'string') return value;
    try {
      var json = stringify(value);
      if (typeof json === 'string') return json;
    } catch (e) {}
    try {
      return toStr(value);
    } catch (e) {
      return '[unprintable]';
    }
  }
  function logger(prefix) {
    return function () {
      if (logs.length >= MAX_LINES) {
        dropped += 1;
        return;
      }
      var line = prefix;
      for (var i = 0; i < arguments.length && line.length <= MAX_CHARS; i += 1) {
        line += (i === 0 ? '' : ' ') + show(arguments[i]);
      }
      logs[logs.length] = cut(line, MAX_CHARS);
    };
  }
  globalThis.console = {
    log: logger(''),
    info: logger(''),
    debug: logger(''),
    warn: logger('[warn] '),
    error: logger('[error] '),
  };

  function where(key) {
    return key === '' ? 'the result' : 'the value at key "' + cut(toStr(key), 60) + '"';
  }
  function replacer(key, value) {
    var type = typeof value;
    if (type === 'function' || type === 'symbol' || type === 'bigint') {
      throw new TypeErrorCtor(where(key) + ' is a ' + type + ', which JSON cannot hold');
    }
    if (value instanceof PromiseCtor) {
      throw new TypeErrorCtor(where(key) + ' is a Promise: a filter must return its data synchronously');
    }
    return value;
  }

  return {
    compile: function (code) {
      return FunctionCtor('data', 'vars', code);
    },
    run: function (fn, input, vars) {
      return fn(parse(input), parse(vars));
    },
    serialize: function (value, maxLength) {
      if (value === undefined) {
        throw new TypeErrorCtor('the filter returned undefined (did you forget "return data"?)');
      }
      var json = stringify(value, replacer);
      if (typeof json !== 'string') throw new TypeErrorCtor('the result cannot be written as JSON');
      return json.length > maxLength ? json.length : json;
    },
    describe: function (error) {
      var name = '';
      var message = '';
      try {
        if (error !== null && (typeof error === 'object' || typeof error === 'function')) {
          var n = error.name;
          var m = error.message;
          name = typeof n === 'string' ? n : 'Error';
          message = m === undefined ? toStr(error) : toStr(m);
        } else {
          message = toStr(error);
        }
      } catch (e) {
        message = '(the thrown value could not be read)';
      }
      return stringify([cut(name, 100), cut(message, MAX_MESSAGE)]);
    },
    takeLogs: function () {
      var out = [];
      for (var i = 0; i < logs.length; i += 1) out[i] = toStr(logs[i]);
      if (dropped > 0) out[out.length] = '\u2026 ' + dropped + ' more console lines dropped';
      return stringify(out);
    },
  };
})()`;
