class Program_weight_tensor_meta_layer_norm_4:
    name = "layer_norm_4"
    shape = [1, 197, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -8.74970259810006e-11
    std = 1.0000032959471798
    data = None
    min_val = -4.567351818084717
    max_val = 4.4111480712890625


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_2_modules_attention_modules_attention_modules_key_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_2_modules_attention_modules_attention_modules_key_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -2.593909203668571e-05
    std = 0.019985487048007795
    data = None
