class Program_weight_tensor_meta_context_layer_5:
    name = "context_layer_5"
    shape = [64, 64, 180]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0016431355734154993
    std = 0.014567707391333227
    data = None
    min_val = -0.05275929346680641
    max_val = 0.04388668015599251


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_attention_modules_output_modules_dense_parameters_weight_:
    name = "L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_attention_modules_output_modules_dense_parameters_weight_"
    shape = [180, 180]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.000258971365613849
    std = 0.01996758864127337
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_attention_modules_output_modules_dense_parameters_bias_:
    name = "L_self_modules_encoder_modules_stages_modules_0_modules_layers_modules_1_modules_attention_modules_output_modules_dense_parameters_bias_"
    shape = [180]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
