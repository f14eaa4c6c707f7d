class Program_weight_tensor_meta_context_layer_3:
    name = "context_layer_3"
    shape = [8, 197, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0001682305300273837
    std = 0.010317790336685225
    data = None
    min_val = -0.03555065765976906
    max_val = 0.04009988158941269


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_attention_modules_output_modules_dense_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_1_modules_attention_modules_output_modules_dense_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -8.533163351207751e-06
    std = 0.020004472282714784
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_attention_modules_output_modules_dense_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_1_modules_attention_modules_output_modules_dense_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
