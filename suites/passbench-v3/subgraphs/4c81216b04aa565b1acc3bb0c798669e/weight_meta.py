class Program_weight_tensor_meta_hidden_states_7:
    name = "hidden_states_7"
    shape = [1, 384, 4, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_3_modules_transformer_modules_layer_modules_0_modules_ffn_modules_conv2_modules_convolution_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_3_modules_transformer_modules_layer_modules_0_modules_ffn_modules_conv2_modules_convolution_parameters_weight_"
    shape = [192, 384, 1, 1]
    dtype = "torch.float16"
    device = "cpu"
    mean = 7.285294704721085e-05
    std = 0.01999066875849769
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_3_modules_transformer_modules_layer_modules_0_modules_ffn_modules_conv2_modules_convolution_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_3_modules_transformer_modules_layer_modules_0_modules_ffn_modules_conv2_modules_convolution_parameters_bias_"
    shape = [192]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
