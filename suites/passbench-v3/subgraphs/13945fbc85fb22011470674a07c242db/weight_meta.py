class Program_weight_tensor_meta_attn_weights_3:
    name = "attn_weights_3"
    shape = [1, 12, 128, 128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.007812499993311424
    std = 0.00047742165255035626
    data = None
    min_val = 0.005930669605731964
    max_val = 0.010139556601643562


class Program_weight_tensor_meta_value_layer:
    name = "value_layer"
    shape = [1, 12, 128, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0019317663932483242
    std = 0.2679859430413826
    data = None
    min_val = -1.1935735940933228
    max_val = 1.1608997583389282
