class Program_weight_tensor_meta_context_layer_17:
    name = "context_layer_17"
    shape = [4, 49, 384]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.00018984756684563956
    std = 0.01684011762374084
    data = None
    min_val = -0.08990030735731125
    max_val = 0.07439000904560089


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_1_modules_attention_modules_output_modules_dense_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_1_modules_attention_modules_output_modules_dense_parameters_weight_"
    shape = [384, 384]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.5708952412145758e-05
    std = 0.02001409793555911
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_1_modules_attention_modules_output_modules_dense_parameters_bias_:
    name = "L_self_modules_encoder_modules_layers_modules_2_modules_blocks_modules_1_modules_attention_modules_output_modules_dense_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
