class Program_weight_tensor_meta_context_layer_2:
    name = "context_layer_2"
    shape = [1, 128, 1536]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0002318380566075641
    std = 0.014304417568613207
    data = None
    min_val = -0.04555223137140274
    max_val = 0.04605286568403244


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_"
    shape = [1536, 1536]
    dtype = "torch.float16"
    device = "cpu"
    mean = -1.391797687773604e-05
    std = 0.019994533429151636
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_"
    shape = [1536]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
