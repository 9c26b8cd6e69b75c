export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  public: {
    Tables: {
      agents: {
        Row: {
          created_at: string
          user_id: string
        }
        Insert: {
          created_at?: string
          user_id: string
        }
        Update: {
          created_at?: string
          user_id?: string
        }
        Relationships: []
      }
      alert_settings: {
        Row: {
          id: boolean
          no_reply_kinds_enabled: boolean
          quiet_end: string
          quiet_hours_enabled: boolean
          quiet_start: string
          sms_enabled: boolean
          sms_per_day: number
          sms_per_hour: number
          updated_at: string
          working_hours: Json
        }
        Insert: {
          id?: boolean
          no_reply_kinds_enabled?: boolean
          quiet_end?: string
          quiet_hours_enabled?: boolean
          quiet_start?: string
          sms_enabled?: boolean
          sms_per_day?: number
          sms_per_hour?: number
          updated_at?: string
          working_hours?: Json
        }
        Update: {
          id?: boolean
          no_reply_kinds_enabled?: boolean
          quiet_end?: string
          quiet_hours_enabled?: boolean
          quiet_start?: string
          sms_enabled?: boolean
          sms_per_day?: number
          sms_per_hour?: number
          updated_at?: string
          working_hours?: Json
        }
        Relationships: []
      }
      alert_texts: {
        Row: {
          decided_at: string
          id: string
          lead_id: string | null
          outbox_id: string | null
          outcome: string
          summarised_at: string | null
          summary_leads: number | null
          summary_since: string | null
        }
        Insert: {
          decided_at: string
          id?: string
          lead_id?: string | null
          outbox_id?: string | null
          outcome: string
          summarised_at?: string | null
          summary_leads?: number | null
          summary_since?: string | null
        }
        Update: {
          decided_at?: string
          id?: string
          lead_id?: string | null
          outbox_id?: string | null
          outcome?: string
          summarised_at?: string | null
          summary_leads?: number | null
          summary_since?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "alert_texts_lead_id_fkey"
            columns: ["lead_id"]
            isOneToOne: false
            referencedRelation: "lead_response_times"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "alert_texts_lead_id_fkey"
            columns: ["lead_id"]
            isOneToOne: false
            referencedRelation: "leads"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "alert_texts_outbox_id_fkey"
            columns: ["outbox_id"]
            isOneToOne: true
            referencedRelation: "outbox"
            referencedColumns: ["id"]
          },
        ]
      }
      audit_log: {
        Row: {
          action: string
          actor: string
          at: string
          changed_columns: string[]
          changes: Json
          id: number
          row_id: string
          table_name: string
        }
        Insert: {
          action: string
          actor: string
          at?: string
          changed_columns?: string[]
          changes?: Json
          id?: never
          row_id: string
          table_name: string
        }
        Update: {
          action?: string
          actor?: string
          at?: string
          changed_columns?: string[]
          changes?: Json
          id?: never
          row_id?: string
          table_name?: string
        }
        Relationships: []
      }
      lead_consents: {
        Row: {
          consent_text: string
          consented_at: string
          id: string
          ip: string | null
          lead_id: string
          user_agent: string | null
        }
        Insert: {
          consent_text: string
          consented_at?: string
          id?: string
          ip?: string | null
          lead_id: string
          user_agent?: string | null
        }
        Update: {
          consent_text?: string
          consented_at?: string
          id?: string
          ip?: string | null
          lead_id?: string
          user_agent?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "lead_consents_lead_id_fkey"
            columns: ["lead_id"]
            isOneToOne: false
            referencedRelation: "lead_response_times"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "lead_consents_lead_id_fkey"
            columns: ["lead_id"]
            isOneToOne: false
            referencedRelation: "leads"
            referencedColumns: ["id"]
          },
        ]
      }
      leads: {
        Row: {
          created_at: string
          fields: Json
          first_contacted_at: string | null
          id: string
          ip: string | null
          kind: Database["public"]["Enums"]["lead_kind"]
          listing_address: string | null
          listing_id: string | null
          listing_slug: string | null
          listing_status: Database["public"]["Enums"]["listing_status"] | null
          listing_title: string | null
          notes: string
          page: string
          reply_by: string | null
          state: Database["public"]["Enums"]["lead_state"]
          user_agent: string | null
          variant: string | null
        }
        Insert: {
          created_at?: string
          fields: Json
          first_contacted_at?: string | null
          id?: string
          ip?: string | null
          kind: Database["public"]["Enums"]["lead_kind"]
          listing_address?: string | null
          listing_id?: string | null
          listing_slug?: string | null
          listing_status?: Database["public"]["Enums"]["listing_status"] | null
          listing_title?: string | null
          notes?: string
          page: string
          reply_by?: string | null
          state?: Database["public"]["Enums"]["lead_state"]
          user_agent?: string | null
          variant?: string | null
        }
        Update: {
          created_at?: string
          fields?: Json
          first_contacted_at?: string | null
          id?: string
          ip?: string | null
          kind?: Database["public"]["Enums"]["lead_kind"]
          listing_address?: string | null
          listing_id?: string | null
          listing_slug?: string | null
          listing_status?: Database["public"]["Enums"]["listing_status"] | null
          listing_title?: string | null
          notes?: string
          page?: string
          reply_by?: string | null
          state?: Database["public"]["Enums"]["lead_state"]
          user_agent?: string | null
          variant?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "leads_listing_id_fkey"
            columns: ["listing_id"]
            isOneToOne: false
            referencedRelation: "listings"
            referencedColumns: ["id"]
          },
        ]
      }
      listing_alert_optouts: {
        Row: {
          created_at: string
          email: string
        }
        Insert: {
          created_at?: string
          email: string
        }
        Update: {
          created_at?: string
          email?: string
        }
        Relationships: []
      }
      listing_alerts: {
        Row: {
          created_at: string
          email: string
          id: string
          lead_id: string | null
          listing_id: string
          queued_at: string | null
          status: Database["public"]["Enums"]["listing_alert_status"]
          stop_token: string
        }
        Insert: {
          created_at?: string
          email: string
          id?: string
          lead_id?: string | null
          listing_id: string
          queued_at?: string | null
          status?: Database["public"]["Enums"]["listing_alert_status"]
          stop_token?: string
        }
        Update: {
          created_at?: string
          email?: string
          id?: string
          lead_id?: string | null
          listing_id?: string
          queued_at?: string | null
          status?: Database["public"]["Enums"]["listing_alert_status"]
          stop_token?: string
        }
        Relationships: [
          {
            foreignKeyName: "listing_alerts_lead_id_fkey"
            columns: ["lead_id"]
            isOneToOne: false
            referencedRelation: "lead_response_times"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "listing_alerts_lead_id_fkey"
            columns: ["lead_id"]
            isOneToOne: false
            referencedRelation: "leads"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "listing_alerts_listing_id_fkey"
            columns: ["listing_id"]
            isOneToOne: false
            referencedRelation: "listings"
            referencedColumns: ["id"]
          },
        ]
      }
      listing_photos: {
        Row: {
          alt_text: string
          content_type: string | null
          created_at: string
          id: string
          is_header: boolean
          listing_id: string
          path: string
          position: number
          size_bytes: number | null
          updated_at: string
        }
        Insert: {
          alt_text?: string
          content_type?: string | null
          created_at?: string
          id?: string
          is_header?: boolean
          listing_id: string
          path: string
          position?: number
          size_bytes?: number | null
          updated_at?: string
        }
        Update: {
          alt_text?: string
          content_type?: string | null
          created_at?: string
          id?: string
          is_header?: boolean
          listing_id?: string
          path?: string
          position?: number
          size_bytes?: number | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "listing_photos_listing_id_fkey"
            columns: ["listing_id"]
            isOneToOne: false
            referencedRelation: "listings"
            referencedColumns: ["id"]
          },
        ]
      }
      listings: {
        Row: {
          address: string
          archived_at: string | null
          bathrooms: number | null
          bedrooms: number | null
          city: string
          city_slug: string | null
          closed_on: string | null
          closed_price: number | null
          created_at: string
          description: string
          features: string[]
          gallery_images: string[]
          header_image_url: string | null
          id: string
          internet_display: boolean
          latitude: number | null
          list_agent_mls_id: string | null
          list_office_name: string | null
          listed_by_agent: boolean
          listing_date: string | null
          longitude: number | null
          mls_listing_id: string | null
          mls_listing_key: string | null
          mls_modified_at: string | null
          mls_status: string | null
          open_houses: Json
          price: number | null
          property_type: Database["public"]["Enums"]["property_type"]
          shown_price: number | null
          slug: string
          source: Database["public"]["Enums"]["listing_source"]
          square_feet: number | null
          state: string
          status: Database["public"]["Enums"]["listing_status"]
          title: string
          updated_at: string
          zip_code: string
        }
        Insert: {
          address: string
          archived_at?: string | null
          bathrooms?: number | null
          bedrooms?: number | null
          city: string
          city_slug?: string | null
          closed_on?: string | null
          closed_price?: number | null
          created_at?: string
          description?: string
          features?: string[]
          gallery_images?: string[]
          header_image_url?: string | null
          id?: string
          internet_display?: boolean
          latitude?: number | null
          list_agent_mls_id?: string | null
          list_office_name?: string | null
          listed_by_agent?: boolean
          listing_date?: string | null
          longitude?: number | null
          mls_listing_id?: string | null
          mls_listing_key?: string | null
          mls_modified_at?: string | null
          mls_status?: string | null
          open_houses?: Json
          price?: number | null
          property_type?: Database["public"]["Enums"]["property_type"]
          shown_price?: number | null
          slug: string
          source?: Database["public"]["Enums"]["listing_source"]
          square_feet?: number | null
          state: string
          status?: Database["public"]["Enums"]["listing_status"]
          title: string
          updated_at?: string
          zip_code: string
        }
        Update: {
          address?: string
          archived_at?: string | null
          bathrooms?: number | null
          bedrooms?: number | null
          city?: string
          city_slug?: string | null
          closed_on?: string | null
          closed_price?: number | null
          created_at?: string
          description?: string
          features?: string[]
          gallery_images?: string[]
          header_image_url?: string | null
          id?: string
          internet_display?: boolean
          latitude?: number | null
          list_agent_mls_id?: string | null
          list_office_name?: string | null
          listed_by_agent?: boolean
          listing_date?: string | null
          longitude?: number | null
          mls_listing_id?: string | null
          mls_listing_key?: string | null
          mls_modified_at?: string | null
          mls_status?: string | null
          open_houses?: Json
          price?: number | null
          property_type?: Database["public"]["Enums"]["property_type"]
          shown_price?: number | null
          slug?: string
          source?: Database["public"]["Enums"]["listing_source"]
          square_feet?: number | null
          state?: string
          status?: Database["public"]["Enums"]["listing_status"]
          title?: string
          updated_at?: string
          zip_code?: string
        }
        Relationships: []
      }
      listings_state: {
        Row: {
          changed_at: string
          id: boolean
          version: number
        }
        Insert: {
          changed_at?: string
          id?: boolean
          version?: number
        }
        Update: {
          changed_at?: string
          id?: boolean
          version?: number
        }
        Relationships: []
      }
      mls_sync_state: {
        Row: {
          high_water_mark: string | null
          id: boolean
          last_error: string | null
          last_error_at: string | null
          last_run: Json
          last_run_at: string | null
          last_success_at: string | null
          next_link: string | null
          running_until: string | null
        }
        Insert: {
          high_water_mark?: string | null
          id?: boolean
          last_error?: string | null
          last_error_at?: string | null
          last_run?: Json
          last_run_at?: string | null
          last_success_at?: string | null
          next_link?: string | null
          running_until?: string | null
        }
        Update: {
          high_water_mark?: string | null
          id?: boolean
          last_error?: string | null
          last_error_at?: string | null
          last_run?: Json
          last_run_at?: string | null
          last_success_at?: string | null
          next_link?: string | null
          running_until?: string | null
        }
        Relationships: []
      }
      open_houses: {
        Row: {
          created_at: string
          ends_at: string
          id: string
          listing_id: string
          note: string | null
          starts_at: string
        }
        Insert: {
          created_at?: string
          ends_at: string
          id?: string
          listing_id: string
          note?: string | null
          starts_at: string
        }
        Update: {
          created_at?: string
          ends_at?: string
          id?: string
          listing_id?: string
          note?: string | null
          starts_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "open_houses_listing_id_fkey"
            columns: ["listing_id"]
            isOneToOne: false
            referencedRelation: "listings"
            referencedColumns: ["id"]
          },
        ]
      }
      outbox: {
        Row: {
          attempts: number
          created_at: string
          dedupe_key: string
          id: string
          in_doubt: boolean
          kind: Database["public"]["Enums"]["outbox_kind"]
          last_error: string | null
          lead_id: string | null
          locked_by: string | null
          locked_until: string | null
          next_attempt_at: string
          payload: Json
          provider_ref: string | null
          sent_at: string | null
          status: Database["public"]["Enums"]["outbox_status"]
        }
        Insert: {
          attempts?: number
          created_at?: string
          dedupe_key: string
          id?: string
          in_doubt?: boolean
          kind: Database["public"]["Enums"]["outbox_kind"]
          last_error?: string | null
          lead_id?: string | null
          locked_by?: string | null
          locked_until?: string | null
          next_attempt_at?: string
          payload: Json
          provider_ref?: string | null
          sent_at?: string | null
          status?: Database["public"]["Enums"]["outbox_status"]
        }
        Update: {
          attempts?: number
          created_at?: string
          dedupe_key?: string
          id?: string
          in_doubt?: boolean
          kind?: Database["public"]["Enums"]["outbox_kind"]
          last_error?: string | null
          lead_id?: string | null
          locked_by?: string | null
          locked_until?: string | null
          next_attempt_at?: string
          payload?: Json
          provider_ref?: string | null
          sent_at?: string | null
          status?: Database["public"]["Enums"]["outbox_status"]
        }
        Relationships: [
          {
            foreignKeyName: "outbox_lead_id_fkey"
            columns: ["lead_id"]
            isOneToOne: false
            referencedRelation: "lead_response_times"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "outbox_lead_id_fkey"
            columns: ["lead_id"]
            isOneToOne: false
            referencedRelation: "leads"
            referencedColumns: ["id"]
          },
        ]
      }
      push_subscriptions: {
        Row: {
          auth: string
          created_at: string
          device: string
          endpoint: string
          id: string
          p256dh: string
          updated_at: string
          user_id: string
        }
        Insert: {
          auth: string
          created_at?: string
          device?: string
          endpoint: string
          id?: string
          p256dh: string
          updated_at?: string
          user_id?: string
        }
        Update: {
          auth?: string
          created_at?: string
          device?: string
          endpoint?: string
          id?: string
          p256dh?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: []
      }
      rate_limits: {
        Row: {
          hits: number
          ip: string
          window_start: string
        }
        Insert: {
          hits?: number
          ip: string
          window_start: string
        }
        Update: {
          hits?: number
          ip?: string
          window_start?: string
        }
        Relationships: []
      }
      reviews: {
        Row: {
          approved_at: string | null
          created_at: string
          id: string
          lead_id: string | null
          location: string
          name: string
          rating: number
          status: Database["public"]["Enums"]["review_status"]
          text: string
          updated_at: string
        }
        Insert: {
          approved_at?: string | null
          created_at?: string
          id?: string
          lead_id?: string | null
          location?: string
          name: string
          rating: number
          status?: Database["public"]["Enums"]["review_status"]
          text: string
          updated_at?: string
        }
        Update: {
          approved_at?: string | null
          created_at?: string
          id?: string
          lead_id?: string | null
          location?: string
          name?: string
          rating?: number
          status?: Database["public"]["Enums"]["review_status"]
          text?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "reviews_lead_id_fkey"
            columns: ["lead_id"]
            isOneToOne: true
            referencedRelation: "lead_response_times"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "reviews_lead_id_fkey"
            columns: ["lead_id"]
            isOneToOne: true
            referencedRelation: "leads"
            referencedColumns: ["id"]
          },
        ]
      }
      saved_search_events: {
        Row: {
          claimed_until: string | null
          created_at: string
          detail: Json
          event: Database["public"]["Enums"]["saved_search_event"]
          event_key: string
          id: string
          listing_id: string
          outbox_id: string | null
          queued_at: string | null
          search_id: string
        }
        Insert: {
          claimed_until?: string | null
          created_at?: string
          detail?: Json
          event: Database["public"]["Enums"]["saved_search_event"]
          event_key: string
          id?: string
          listing_id: string
          outbox_id?: string | null
          queued_at?: string | null
          search_id: string
        }
        Update: {
          claimed_until?: string | null
          created_at?: string
          detail?: Json
          event?: Database["public"]["Enums"]["saved_search_event"]
          event_key?: string
          id?: string
          listing_id?: string
          outbox_id?: string | null
          queued_at?: string | null
          search_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "saved_search_events_listing_id_fkey"
            columns: ["listing_id"]
            isOneToOne: false
            referencedRelation: "listings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "saved_search_events_outbox_id_fkey"
            columns: ["outbox_id"]
            isOneToOne: false
            referencedRelation: "outbox"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "saved_search_events_search_id_fkey"
            columns: ["search_id"]
            isOneToOne: false
            referencedRelation: "saved_searches"
            referencedColumns: ["id"]
          },
        ]
      }
      saved_search_links: {
        Row: {
          created_at: string
          search_id: string
          token_hash: string
        }
        Insert: {
          created_at?: string
          search_id: string
          token_hash: string
        }
        Update: {
          created_at?: string
          search_id?: string
          token_hash?: string
        }
        Relationships: [
          {
            foreignKeyName: "saved_search_links_search_id_fkey"
            columns: ["search_id"]
            isOneToOne: false
            referencedRelation: "saved_searches"
            referencedColumns: ["id"]
          },
        ]
      }
      saved_search_opens: {
        Row: {
          counted: boolean
          id: string
          listing_id: string
          local_day: string
          opened_at: string
          search_id: string
        }
        Insert: {
          counted: boolean
          id?: string
          listing_id: string
          local_day: string
          opened_at: string
          search_id: string
        }
        Update: {
          counted?: boolean
          id?: string
          listing_id?: string
          local_day?: string
          opened_at?: string
          search_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "saved_search_opens_listing_id_fkey"
            columns: ["listing_id"]
            isOneToOne: false
            referencedRelation: "listings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "saved_search_opens_search_id_fkey"
            columns: ["search_id"]
            isOneToOne: false
            referencedRelation: "saved_searches"
            referencedColumns: ["id"]
          },
        ]
      }
      saved_searches: {
        Row: {
          confirmed_at: string | null
          created_at: string
          email: string
          expires_at: string | null
          filters: Json
          frequency: Database["public"]["Enums"]["saved_search_frequency"]
          id: string
          last_digest_at: string | null
          lead_id: string
          paused: boolean
          phone: string | null
          stopped_at: string | null
          stopped_reason: string | null
          summary: string
          texts_consented_at: string | null
          token_hash: string
          unsubscribed_at: string | null
        }
        Insert: {
          confirmed_at?: string | null
          created_at?: string
          email: string
          expires_at?: string | null
          filters: Json
          frequency?: Database["public"]["Enums"]["saved_search_frequency"]
          id?: string
          last_digest_at?: string | null
          lead_id: string
          paused?: boolean
          phone?: string | null
          stopped_at?: string | null
          stopped_reason?: string | null
          summary: string
          texts_consented_at?: string | null
          token_hash: string
          unsubscribed_at?: string | null
        }
        Update: {
          confirmed_at?: string | null
          created_at?: string
          email?: string
          expires_at?: string | null
          filters?: Json
          frequency?: Database["public"]["Enums"]["saved_search_frequency"]
          id?: string
          last_digest_at?: string | null
          lead_id?: string
          paused?: boolean
          phone?: string | null
          stopped_at?: string | null
          stopped_reason?: string | null
          summary?: string
          texts_consented_at?: string | null
          token_hash?: string
          unsubscribed_at?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "saved_searches_lead_id_fkey"
            columns: ["lead_id"]
            isOneToOne: true
            referencedRelation: "lead_response_times"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "saved_searches_lead_id_fkey"
            columns: ["lead_id"]
            isOneToOne: true
            referencedRelation: "leads"
            referencedColumns: ["id"]
          },
        ]
      }
      subscribers: {
        Row: {
          confirm_token: string
          confirmed_at: string | null
          created_at: string
          email: string
          id: string
          status: Database["public"]["Enums"]["subscriber_status"]
          unsubscribe_token: string
          unsubscribed_at: string | null
          updated_at: string
        }
        Insert: {
          confirm_token: string
          confirmed_at?: string | null
          created_at?: string
          email: string
          id?: string
          status?: Database["public"]["Enums"]["subscriber_status"]
          unsubscribe_token: string
          unsubscribed_at?: string | null
          updated_at?: string
        }
        Update: {
          confirm_token?: string
          confirmed_at?: string | null
          created_at?: string
          email?: string
          id?: string
          status?: Database["public"]["Enums"]["subscriber_status"]
          unsubscribe_token?: string
          unsubscribed_at?: string | null
          updated_at?: string
        }
        Relationships: []
      }
    }
    Views: {
      lead_response_times: {
        Row: {
          created_at: string | null
          first_contacted_at: string | null
          id: string | null
          kind: Database["public"]["Enums"]["lead_kind"] | null
          overdue: boolean | null
          promise_kept: boolean | null
          reply_due_at: string | null
          reply_within: string | null
          state: Database["public"]["Enums"]["lead_state"] | null
          wait_seconds: number | null
          waiting: boolean | null
        }
        Insert: {
          created_at?: string | null
          first_contacted_at?: string | null
          id?: string | null
          kind?: Database["public"]["Enums"]["lead_kind"] | null
          overdue?: never
          promise_kept?: never
          reply_due_at?: never
          reply_within?: never
          state?: Database["public"]["Enums"]["lead_state"] | null
          wait_seconds?: never
          waiting?: never
        }
        Update: {
          created_at?: string | null
          first_contacted_at?: string | null
          id?: string | null
          kind?: Database["public"]["Enums"]["lead_kind"] | null
          overdue?: never
          promise_kept?: never
          reply_due_at?: never
          reply_within?: never
          state?: Database["public"]["Enums"]["lead_state"] | null
          wait_seconds?: never
          waiting?: never
        }
        Relationships: []
      }
    }
    Functions: {
      apply_mls_page: {
        Args: { checkpoint?: Json; listings: Json; removals?: Json }
        Returns: Json
      }
      city_slug: { Args: { city: string }; Returns: string }
      claim_mls_sync: { Args: { lease_seconds: number }; Returns: boolean }
      claim_outbox: {
        Args: {
          for_lead?: string
          lease_seconds?: number
          max_rows?: number
          sender?: string
        }
        Returns: {
          attempts: number
          created_at: string
          dedupe_key: string
          id: string
          in_doubt: boolean
          kind: Database["public"]["Enums"]["outbox_kind"]
          last_error: string | null
          lead_id: string | null
          locked_by: string | null
          locked_until: string | null
          next_attempt_at: string
          payload: Json
          provider_ref: string | null
          sent_at: string | null
          status: Database["public"]["Enums"]["outbox_status"]
        }[]
        SetofOptions: {
          from: "*"
          to: "outbox"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      claim_saved_search_alerts: {
        Args: {
          at: string
          lease_seconds?: number
          max_emails?: number
          per_hour?: number
          per_recipient_per_day?: number
        }
        Returns: Json
      }
      complete_outbox: {
        Args: { outbox_id: string; provider_ref?: string }
        Returns: undefined
      }
      confirm_subscription: {
        Args: { outbox?: Json; token: string }
        Returns: string
      }
      decide_alert_text: {
        Args: { as_of?: string; text_id: string }
        Returns: Json
      }
      defer_outbox: {
        Args: { outbox_id: string; until: string }
        Returns: undefined
      }
      fail_outbox: {
        Args: {
          error: string
          max_attempts?: number
          outbox_id: string
          retry_base_seconds?: number
        }
        Returns: undefined
      }
      failed_deliveries: {
        Args: never
        Returns: {
          attempts: number
          created_at: string
          id: string
          kind: Database["public"]["Enums"]["outbox_kind"]
          last_error: string
          lead_id: string
          recipient: string
          subject: string
        }[]
      }
      is_agent: { Args: never; Returns: boolean }
      lead_reply_due: {
        Args: { lead: Database["public"]["Tables"]["leads"]["Row"] }
        Returns: string
      }
      lead_reply_window: {
        Args: { kind: Database["public"]["Enums"]["lead_kind"] }
        Returns: string
      }
      lead_response_stats: { Args: { since?: string }; Returns: Json }
      listing_areas: {
        Args: { p_city_slug?: string }
        Returns: {
          city: string
          listings: number
          slug: string
        }[]
      }
      listing_figures: {
        Args: { p_city_slug?: string }
        Returns: {
          days_on_market: number
          for_sale: number
          list_prices: number
          median_days_on_market: number
          median_list_price: number
          median_sale_price: number
          sale_prices: number
          sale_to_list: number
          sale_to_list_of: number
          sold: number
        }[]
      }
      listings_version: { Args: never; Returns: string }
      pending_listing_alerts: {
        Args: { max_rows?: number }
        Returns: {
          email: string
          id: string
          listing_address: string
          listing_city: string
          listing_header_image_url: string
          listing_price: number
          listing_slug: string
          listing_title: string
          stop_token: string
          visitor_name: string
        }[]
      }
      queue_lead_reminders: {
        Args: {
          after_seconds?: number
          as_of?: string
          kinds: Database["public"]["Enums"]["lead_kind"][]
        }
        Returns: number
      }
      queue_listing_alerts: { Args: { messages: Json }; Returns: number }
      queue_saved_search_alerts: {
        Args: { at: string; emails: Json }
        Returns: number
      }
      record_saved_search_open: {
        Args: {
          at: string
          link_hash: string
          listing: string
          scanner_seconds?: number
          time_zone: string
        }
        Returns: Json
      }
      release_outbox: { Args: { sender: string }; Returns: number }
      reorder_listing_photos: {
        Args: { listing: string; photo_ids: string[] }
        Returns: {
          alt_text: string
          content_type: string | null
          created_at: string
          id: string
          is_header: boolean
          listing_id: string
          path: string
          position: number
          size_bytes: number | null
          updated_at: string
        }[]
        SetofOptions: {
          from: "*"
          to: "listing_photos"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      require_agent: { Args: { action: string }; Returns: undefined }
      retry_delivery: { Args: { delivery: string }; Returns: boolean }
      save_search: {
        Args: {
          consent_text: string
          lead: Json
          outbox?: Json
          rate_limit?: number
          rate_window_seconds?: number
          search: Json
          texts_consent_text?: string
        }
        Returns: Json
      }
      saved_search_current_matches: {
        Args: { page_offset?: number; page_size?: number; search: string }
        Returns: Json
      }
      saved_search_filters_valid: { Args: { filters: Json }; Returns: boolean }
      saved_search_matches: {
        Args: {
          bathrooms: number
          bedrooms: number
          city: string
          closed_price: number
          filters: Json
          price: number
          property_type: Database["public"]["Enums"]["property_type"]
          status: Database["public"]["Enums"]["listing_status"]
        }
        Returns: boolean
      }
      search_leads: {
        Args: { search: string }
        Returns: {
          created_at: string
          fields: Json
          first_contacted_at: string | null
          id: string
          ip: string | null
          kind: Database["public"]["Enums"]["lead_kind"]
          listing_address: string | null
          listing_id: string | null
          listing_slug: string | null
          listing_status: Database["public"]["Enums"]["listing_status"] | null
          listing_title: string | null
          notes: string
          page: string
          reply_by: string | null
          state: Database["public"]["Enums"]["lead_state"]
          user_agent: string | null
          variant: string | null
        }[]
        SetofOptions: {
          from: "*"
          to: "leads"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      send_saved_search_listing: {
        Args: { listing: string; search: string }
        Returns: string
      }
      skip_outbox: {
        Args: { outbox_id: string; reason: string }
        Returns: undefined
      }
      slugify: { Args: { value: string }; Returns: string }
      stop_listing_alerts: { Args: { token: string }; Returns: string }
      stop_saved_searches: {
        Args: { outbox_id?: string; reason: string; search?: string }
        Returns: number
      }
      submit_lead: {
        Args: {
          consent_text?: string
          lead: Json
          outbox?: Json
          rate_limit?: number
          rate_window_seconds?: number
          subscriber?: Json
        }
        Returns: Json
      }
      take_rate_limit: {
        Args: {
          client: string
          max_hits: number
          scope: string
          window_seconds: number
        }
        Returns: Json
      }
      unique_listing_slug: {
        Args: { base: string; listing_id?: string }
        Returns: string
      }
      unsubscribe_subscription: { Args: { token: string }; Returns: string }
      working_hours_valid: { Args: { hours: Json }; Returns: boolean }
    }
    Enums: {
      lead_kind:
        | "inquiry"
        | "tour"
        | "valuation"
        | "relocation"
        | "open_house"
        | "saved_search"
        | "review"
        | "partnership"
        | "guide"
        | "subscribe"
      lead_state: "new" | "contacted" | "closed" | "spam"
      listing_alert_status: "pending" | "queued" | "stopped"
      listing_source: "agent" | "mls"
      listing_status: "current" | "coming_soon" | "pending" | "recently_closed"
      outbox_kind:
        | "agent_email"
        | "visitor_email"
        | "webhook"
        | "site_rebuild"
        | "push"
        | "sms"
      outbox_status: "pending" | "sending" | "sent" | "failed" | "skipped"
      property_type:
        | "single_family"
        | "condo"
        | "townhouse"
        | "multi_family"
        | "land"
      review_status: "pending" | "approved" | "rejected"
      saved_search_event: "new" | "price" | "status" | "picked"
      saved_search_frequency: "instant" | "daily" | "weekly"
      subscriber_status: "pending" | "confirmed" | "unsubscribed"
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {
      lead_kind: [
        "inquiry",
        "tour",
        "valuation",
        "relocation",
        "open_house",
        "saved_search",
        "review",
        "partnership",
        "guide",
        "subscribe",
      ],
      lead_state: ["new", "contacted", "closed", "spam"],
      listing_alert_status: ["pending", "queued", "stopped"],
      listing_source: ["agent", "mls"],
      listing_status: ["current", "coming_soon", "pending", "recently_closed"],
      outbox_kind: [
        "agent_email",
        "visitor_email",
        "webhook",
        "site_rebuild",
        "push",
        "sms",
      ],
      outbox_status: ["pending", "sending", "sent", "failed", "skipped"],
      property_type: [
        "single_family",
        "condo",
        "townhouse",
        "multi_family",
        "land",
      ],
      review_status: ["pending", "approved", "rejected"],
      saved_search_event: ["new", "price", "status", "picked"],
      saved_search_frequency: ["instant", "daily", "weekly"],
      subscriber_status: ["pending", "confirmed", "unsubscribed"],
    },
  },
} as const
