import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

describe('MEDIA_S3_URL', () => {
  it('keeps media in DATA_DIR/media unless it is set', () => {
    expect(loadEnv({}).mediaStore).toBeUndefined();
    expect(loadEnv({ MEDIA_S3_URL: ' ' }).mediaStore).toBeUndefined();
  });

  it('reads the endpoint, credentials, bucket and region from one URL', () => {
    expect(
      loadEnv({
        MEDIA_S3_URL:
          'https://AKIA123:se%2Fcr%2Bet@s3.example.com/carmarket-media?region=ap-south-1',
      }).mediaStore,
    ).toEqual({
      endpoint: 'https://s3.example.com',
      accessKeyId: 'AKIA123',
      secretAccessKey: 'se/cr+et',
      bucket: 'carmarket-media',
      region: 'ap-south-1',
    });
    expect(
      loadEnv({ MEDIA_S3_URL: 'http://minio:minio123@10.0.0.5:9000/media?region=us-east-1' })
        .mediaStore?.endpoint,
    ).toBe('http://10.0.0.5:9000');
  });

  it('names what is wrong with a URL it cannot use', () => {
    const problem = (value: string) => {
      try {
        loadEnv({ MEDIA_S3_URL: value });
        return 'accepted';
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(problem('s3.example.com/media')).toMatch(
      /MEDIA_S3_URL: must be a URL like https:\/\/KEY:SECRET@host\/bucket\?region=/,
    );
    expect(problem('ftp://k:s@host/media?region=x')).toMatch(
      /MEDIA_S3_URL: must start with http:\/\/ or https:\/\//,
    );
    expect(problem('https://host/media?region=x')).toMatch(
      /MEDIA_S3_URL: must carry the access key and secret before the host \(KEY:SECRET@host\)/,
    );
    expect(problem('https://key@host/media?region=x')).toMatch(/KEY:SECRET@host/);
    expect(problem('https://k:s@host/?region=x')).toMatch(
      /MEDIA_S3_URL: must name the bucket as its path/,
    );
    expect(problem('https://k:s@host/a/b?region=x')).toMatch(/must name the bucket as its path/);
    expect(problem('https://k:s@host/Bad_Bucket?region=x')).toMatch(
      /must name the bucket as its path/,
    );
    expect(problem('https://k:s@host/media')).toMatch(
      /MEDIA_S3_URL: must give the store's region as \?region=/,
    );
  });
});

describe('MEDIA_PUBLIC_URL', () => {
  it('is optional, and loses a trailing slash', () => {
    expect(loadEnv({}).MEDIA_PUBLIC_URL).toBeUndefined();
    expect(loadEnv({ MEDIA_PUBLIC_URL: 'https://cdn.example.com/media/' }).MEDIA_PUBLIC_URL).toBe(
      'https://cdn.example.com/media',
    );
  });

  it('must be an http(s) address', () => {
    expect(() => loadEnv({ MEDIA_PUBLIC_URL: 'cdn.example.com' })).toThrow(
      /MEDIA_PUBLIC_URL: must be an http:\/\/ or https:\/\/ URL/,
    );
  });
});
