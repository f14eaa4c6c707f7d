class Program_weight_tensor_meta_hidden_states_2:
    name = "hidden_states_2"
    shape = [1, 128, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.4918417508280601e-09
    std = 0.872731068552651
    data = None
    min_val = -4.122129917144775
    max_val = 3.699361562728882


class Program_weight_tensor_meta_L_args_0_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_args_0_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [1024, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = -2.5408605342114262e-05
    std = 0.02002505380038293
    data = None


class Program_weight_tensor_meta_L_args_0_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_args_0_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_key_states:
    name = "key_states"
    shape = [1, 128, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0002375484315366716
    std = 0.11136723105149243
    data = None
    min_val = -0.49402356147766113
    max_val = 0.47236764430999756


class Program_weight_tensor_meta_query_states:
    name = "query_states"
    shape = [1, 128, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 3.4109994375933206e-05
    std = 0.013953082143355944
    data = None
    min_val = -0.0612768828868866
    max_val = 0.06779636442661285
