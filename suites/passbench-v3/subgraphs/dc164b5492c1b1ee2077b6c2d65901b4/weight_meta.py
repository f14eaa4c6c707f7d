class Program_weight_tensor_meta_attn_output_1:
    name = "attn_output_1"
    shape = [1, 12, 2, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0014940248022732305
    std = 0.050778897340660475
    data = None
    min_val = -0.13515815138816833
    max_val = 0.11592794954776764


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_"
    shape = [128, 128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.052
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001
    std = 0.054
    data = None
