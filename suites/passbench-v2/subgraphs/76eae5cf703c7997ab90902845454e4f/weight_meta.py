class Program_weight_tensor_meta_context_layer_2:
    name = "context_layer_2"
    shape = [1, 257, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -8.517085638618867e-06
    std = 0.001035107405145221
    data = None
    min_val = -0.003304388839751482
    max_val = 0.003667517565190792


class Program_weight_tensor_meta_embedding_output_2:
    name = "embedding_output_2"
    shape = [1, 257, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -3.759135966716753e-05
    std = 0.0068575523795440275
    data = None
    min_val = -0.03398788347840309
    max_val = 0.03526734560728073


class Program_weight_tensor_meta_L_self_modules_mgp_str_modules_encoder_modules_blocks_modules_0_modules_norm2_parameters_weight_:
    name = "L_self_modules_mgp_str_modules_encoder_modules_blocks_modules_0_modules_norm2_parameters_weight_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_mgp_str_modules_encoder_modules_blocks_modules_0_modules_norm2_parameters_bias_:
    name = "L_self_modules_mgp_str_modules_encoder_modules_blocks_modules_0_modules_norm2_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
