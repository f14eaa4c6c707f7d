class Program_weight_tensor_meta_context_layer_2:
    name = "context_layer_2"
    shape = [64, 49, 96]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.00013736502853870568
    std = 0.0057096811300682525
    data = None
    min_val = -0.023512009531259537
    max_val = 0.025062134489417076


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_"
    shape = [96, 96]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0001899816041004914
    std = 0.019888404277957714
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_"
    shape = [96]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
