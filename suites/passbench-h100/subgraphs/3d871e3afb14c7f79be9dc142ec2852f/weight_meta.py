class Program_weight_tensor_meta_embeddings_2:
    name = "embeddings_2"
    shape = [1, 45, 32]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -4.581023757863376e-09
    std = 1.0003473651949533
    data = None
    min_val = -3.0673439502716064
    max_val = 3.2244009971618652


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_value_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_value_parameters_weight_"
    shape = [32, 32]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_value_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_value_parameters_bias_"
    shape = [32]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]


class Program_weight_tensor_meta_mixed_query_layer:
    name = "mixed_query_layer"
    shape = [1, 45, 32]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.006377592005285098
    std = 0.02711042527228088
    data = None
    min_val = -0.07018537074327469
    max_val = 0.09529099613428116


class Program_weight_tensor_meta_key_layer:
    name = "key_layer"
    shape = [1, 4, 45, 8]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.004093686193603692
    std = 0.021020009339006964
    data = None
    min_val = -0.06404236704111099
    max_val = 0.07252795994281769
