class Program_weight_tensor_meta_embeddings_2:
    name = "embeddings_2"
    shape = [1, 20, 768]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.00013196272305293633
    std = 0.0068831341994124735
    data = None
    min_val = -0.030356280505657196
    max_val = 0.02640295773744583


class Program_weight_tensor_meta_hidden_states_1:
    name = "hidden_states_1"
    shape = [1, 20, 768]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0001376401211511317
    std = 0.007614416594476022
    data = None
    min_val = -0.024556579068303108
    max_val = 0.027378905564546585


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_ln_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_ln_parameters_weight_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_ln_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_ln_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
