<?php
/**
 * The answer of one call to the SiteCrew API.
 *
 * @package SiteCrew_Connector
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The answer of one API call.
 */
final class SiteCrew_Api_Response {

	/**
	 * @param int                  $status  HTTP status, 0 when the API could not be reached.
	 * @param array<string, mixed> $body    Decoded JSON object ([] when the body is not a JSON object).
	 * @param string               $message Human readable error ('' on success).
	 */
	public function __construct(
		public readonly int $status,
		public readonly array $body,
		public readonly string $message
	) {}

	public function ok(): bool {
		return $this->status >= 200 && $this->status < 300;
	}

	public function code(): string {
		return isset( $this->body['code'] ) && is_string( $this->body['code'] ) ? $this->body['code'] : '';
	}
}
