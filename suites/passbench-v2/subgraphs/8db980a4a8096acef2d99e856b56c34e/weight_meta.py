class Program_weight_tensor_meta_query_states_1:
    name = "query_states_1"
    shape = [1, 6, 128, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0002832387386863348
    std = 0.024968043953976577
    data = None
    min_val = -0.1022879108786583
    max_val = 0.10029140114784241


class Program_weight_tensor_meta_key_states_1:
    name = "key_states_1"
    shape = [1, 6, 128, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.00035502849889409066
    std = 0.19975675989837763
    data = None
    min_val = -0.9346706867218018
    max_val = 0.7993546724319458


class Program_weight_tensor_meta_value_states_1:
    name = "value_states_1"
    shape = [1, 6, 128, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0004557839696180584
    std = 0.19940259934376797
    data = None
    min_val = -0.8464970588684082
    max_val = 0.8090481162071228


class Program_weight_tensor_meta_attention_mask_3:
    name = "attention_mask_3"
    shape = [1, 6, 128, 128]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0007178418822316365
    std = 0.008259526665972624
    data = None
    min_val = -0.02207101508975029
    max_val = 0.018759677186608315
