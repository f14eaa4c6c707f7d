class Program_weight_tensor_meta_q_embed_2:
    name = "q_embed_2"
    shape = [1, 16, 128, 128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.011418723918005746
    std = 0.9999055006245277
    data = None
    min_val = -4.394651889801025
    max_val = 4.367218017578125


class Program_weight_tensor_meta_key_2:
    name = "key_2"
    shape = [1, 16, 128, 128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.004998607968783403
    std = 0.9999585945544753
    data = None
    min_val = -4.332301616668701
    max_val = 3.9604034423828125


class Program_weight_tensor_meta_value_2:
    name = "value_2"
    shape = [1, 16, 128, 128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0007917153605697669
    std = 0.12795208108120668
    data = None
    min_val = -0.5650763511657715
    max_val = 0.5376789569854736


class Program_weight_tensor_meta_attention_mask_1:
    name = "attention_mask_1"
    shape = [1, 1, 128, 128]
    dtype = "torch.bool"
    device = "cpu"
    mean = None
    std = None
    data = None
