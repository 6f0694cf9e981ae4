/**
 * The WebM allowlist (decision 105): the Matroska element ids the cleaner knows, and for each
 * parent the children kept as they are, kept as empty strings, or walked with their own list.
 * An element not on its parent's list is voided.
 */

export const EBML_HEADER = 0x1a45dfa3;
export const SEGMENT = 0x18538067;
export const SEEK_HEAD = 0x114d9b74;
export const SEEK = 0x4dbb;
export const SEEK_ID = 0x53ab;
export const INFO = 0x1549a966;
export const TRACKS = 0x1654ae6b;
export const TRACK_ENTRY = 0xae;
export const TRACK_NUMBER = 0xd7;
export const TRACK_TYPE = 0x83;
export const CLUSTER = 0x1f43b675;
export const SIMPLE_BLOCK = 0xa3;
export const BLOCK_GROUP = 0xa0;
export const BLOCK = 0xa1;
export const CUES = 0x1c53bb6b;
export const VOID = 0xec;

/** Level-1 ids: one of them ends a Cluster whose size was left unknown (MediaRecorder). */
export const SEGMENT_CHILDREN = new Set([
  SEEK_HEAD,
  INFO,
  TRACKS,
  0x1c53bb6b, // Cues
  0x1043a770, // Chapters
  CLUSTER,
  0x1254c367, // Tags
  0x1941a469, // Attachments
  EBML_HEADER,
  SEGMENT,
]);

/** What the SeekHead may point at. */
export const SEEK_TARGETS = new Set([SEEK_HEAD, INFO, TRACKS, CUES, CLUSTER]);

/** Track types kept: video (1) and audio (2); subtitles, buttons and metadata tracks go. */
export const KEPT_TRACK_TYPES = new Set([1, 2]);

/**
 * How an element on the list is kept: as it is, with its bytes zeroed (a mandatory string), or
 * walked with its own list.
 */
type Rule = 'keep' | 'blank' | Rules;
export type Rules = ReadonlyMap<number, Rule>;

const keepAll = (...ids: number[]): Array<[number, Rule]> => ids.map((id) => [id, 'keep']);

export const EBML_HEADER_RULES: Rules = new Map(
  // EBMLVersion, EBMLReadVersion, EBMLMaxIDLength, EBMLMaxSizeLength, DocType, DocTypeVersion,
  // DocTypeReadVersion.
  keepAll(0x4286, 0x42f7, 0x42f2, 0x42f3, 0x4282, 0x4287, 0x4285),
);

export const INFO_RULES: Rules = new Map<number, Rule>([
  // TimestampScale, Duration.
  ...keepAll(0x2ad7b1, 0x4489),
  [0x4d80, 'blank'], // MuxingApp
  [0x5741, 'blank'], // WritingApp
]);

const VIDEO_RULES: Rules = new Map(
  keepAll(
    0x9a, // FlagInterlaced
    0x9d, // FieldOrder
    0x53b8, // StereoMode
    0x53c0, // AlphaMode
    0xb0, // PixelWidth
    0xba, // PixelHeight
    0x54aa, // PixelCropBottom
    0x54bb, // PixelCropTop
    0x54cc, // PixelCropLeft
    0x54dd, // PixelCropRight
    0x54b0, // DisplayWidth
    0x54ba, // DisplayHeight
    0x54b2, // DisplayUnit
    0x54b3, // AspectRatioType
    0x2eb524, // UncompressedFourCC
    0x55b0, // Colour
    0x7670, // Projection
  ),
);

const AUDIO_RULES: Rules = new Map(
  // SamplingFrequency, OutputSamplingFrequency, Channels, BitDepth.
  keepAll(0xb5, 0x78b5, 0x9f, 0x6264),
);

export const TRACK_ENTRY_RULES: Rules = new Map<number, Rule>([
  ...keepAll(
    TRACK_NUMBER,
    0x73c5, // TrackUID
    TRACK_TYPE,
    0xb9, // FlagEnabled
    0x88, // FlagDefault
    0x55aa, // FlagForced
    0x9c, // FlagLacing
    0x23e383, // DefaultDuration
    0x234e7a, // DefaultDecodedFieldDuration
    0x23314f, // TrackTimestampScale
    0x55ee, // MaxBlockAdditionID
    0x86, // CodecID
    0x63a2, // CodecPrivate
    0x56aa, // CodecDelay
    0x56bb, // SeekPreRoll
    0x22b59c, // Language
    0x22b59d, // LanguageBCP47
    0x6d80, // ContentEncodings (compression a player must undo)
  ),
  [0xe0, VIDEO_RULES],
  [0xe1, AUDIO_RULES],
]);

export const SEEK_RULES: Rules = new Map(keepAll(SEEK_ID, 0x53ac));

const CUE_TRACK_POSITIONS_RULES: Rules = new Map(
  // CueTrack, CueClusterPosition, CueRelativePosition, CueDuration, CueBlockNumber.
  keepAll(0xf7, 0xf1, 0xf0, 0xb2, 0x5378),
);
export const CUES_RULES: Rules = new Map([
  [
    0xbb, // CuePoint
    new Map<number, Rule>([
      ...keepAll(0xb3), // CueTime
      [0xb7, CUE_TRACK_POSITIONS_RULES],
    ]),
  ],
]);

export const BLOCK_GROUP_RULES: Rules = new Map(
  // Block, BlockDuration, ReferenceBlock, DiscardPadding, ReferencePriority, CodecState.
  keepAll(BLOCK, 0x9b, 0xfb, 0x75a2, 0xfa, 0xa4),
);
