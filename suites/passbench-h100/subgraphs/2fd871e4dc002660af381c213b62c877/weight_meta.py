class Program_weight_tensor_meta_first_token_tensor:
    name = "first_token_tensor"
    shape = [1, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.03371851088922995
    std = 0.8349280311189745
    data = None
    min_val = -2.0032029151916504
    max_val = 2.214099884033203


class Program_weight_tensor_meta_L_self_modules_0_modules_auto_model_modules_pooler_modules_dense_parameters_weight_:
    name = "L_self_modules_0_modules_auto_model_modules_pooler_modules_dense_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_0_modules_auto_model_modules_pooler_modules_dense_parameters_bias_:
    name = "L_self_modules_0_modules_auto_model_modules_pooler_modules_dense_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_input_attention_mask_:
    name = "L_input_attention_mask_"
    shape = [1, 10]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]
