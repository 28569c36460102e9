import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

describe('loadConfig', () => {
  it('runs with no configuration at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      logLevel: 'info',
      demoMode: true,
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).databaseUrl).toBeUndefined();
  });

  it('keeps an in-memory data directory as it is', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).dataDir).toBe('memory://');
  });

  it('stops a production start without a session secret, naming it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET: is required/);
  });

  it('runs in production with a secret, without demo data', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://villas.example/',
      PAYMENT_PROVIDER: 'test',
    });
    expect(config).toMatchObject({ isProduction: true, demoMode: false });
    expect(config.publicUrl).toBe('https://villas.example');
  });

  it('names every bad variable at once', () => {
    let message = '';
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL: must be a postgres:// connection URL');
    expect(message).toContain('LOG_LEVEL');
  });

  describe('payments', () => {
    const stripeKeys = {
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
    };

    it('uses the built-in test provider by default outside production', () => {
      expect(loadConfig({}).payments).toEqual({ provider: 'test' });
    });

    it('uses Stripe once its secret key is set, and needs all three keys', () => {
      expect(loadConfig(stripeKeys).payments).toEqual({
        provider: 'stripe',
        secretKey: 'sk_test_123',
        publishableKey: 'pk_test_123',
        webhookSecret: 'whsec_123',
        apiUrl: undefined,
      });
      expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123' })).toThrow(
        /STRIPE_WEBHOOK_SECRET: is required for Stripe payments/,
      );
    });

    it('refuses a production start with no payment provider chosen', () => {
      expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) })).toThrow(
        /STRIPE_SECRET_KEY: is required in production/,
      );
    });
  });

  describe('concierge LLM mode', () => {
    it('is off unless both the URL and the key are set', () => {
      expect(loadConfig({}).llm).toBeUndefined();
      expect(() => loadConfig({ LLM_BASE_URL: 'https://llm.example/v1' })).toThrow(
        /LLM_API_KEY: is required/,
      );
      expect(() => loadConfig({ LLM_API_KEY: 'key' })).toThrow(/LLM_BASE_URL: is required/);
    });

    it('reads the endpoint, key, model and timeout', () => {
      expect(
        loadConfig({
          LLM_BASE_URL: 'https://llm.example/v1/',
          LLM_API_KEY: 'key',
          LLM_MODEL: 'small-model',
          LLM_TIMEOUT_MS: '3000',
        }).llm,
      ).toEqual({
        baseUrl: 'https://llm.example/v1',
        apiKey: 'key',
        model: 'small-model',
        timeoutMs: 3000,
      });
      expect(
        loadConfig({ LLM_BASE_URL: 'https://llm.example/v1', LLM_API_KEY: 'key' }).llm,
      ).toMatchObject({ model: 'gpt-4o-mini', timeoutMs: 8000 });
    });
  });

  describe('calendar sync', () => {
    it('imports every 15 minutes by default, within 10 seconds and 2 MB', () => {
      expect(loadConfig({}).calendarSync).toEqual({
        importIntervalMinutes: 15,
        fetchTimeoutMs: 10_000,
        maxFeedBytes: 2 * 1024 * 1024,
        maxRedirects: 3,
      });
    });

    it('reads the interval, timeout and size limit, and refuses nonsense', () => {
      expect(
        loadConfig({
          ICAL_IMPORT_INTERVAL_MINUTES: '30',
          ICAL_IMPORT_TIMEOUT_MS: '5000',
          ICAL_IMPORT_MAX_BYTES: '65536',
        }).calendarSync,
      ).toMatchObject({ importIntervalMinutes: 30, fetchTimeoutMs: 5000, maxFeedBytes: 65536 });
      expect(() => loadConfig({ ICAL_IMPORT_INTERVAL_MINUTES: '0' })).toThrow(
        /ICAL_IMPORT_INTERVAL_MINUTES/,
      );
    });
  });
});
