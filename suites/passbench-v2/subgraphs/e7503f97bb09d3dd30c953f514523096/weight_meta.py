class Program_weight_tensor_meta_context_layer_14:
    name = "context_layer_14"
    shape = [4, 49, 384]
    dtype = "torch.float32"
    device = "cpu"
    mean = -7.434886759885887e-05
    std = 0.010284954094425897
    data = None
    min_val = -0.036473147571086884
    max_val = 0.03849772736430168


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_"
    shape = [384, 384]
    dtype = "torch.float32"
    device = "cpu"
    mean = 4.023856947811852e-05
    std = 0.01998860603514598
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_:
    name = "L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
