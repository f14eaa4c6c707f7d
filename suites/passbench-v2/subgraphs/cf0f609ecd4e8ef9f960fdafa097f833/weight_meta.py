class Program_weight_tensor_meta_hidden_states_2:
    name = "hidden_states_2"
    shape = [1, 128, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0018262312865458745
    std = 0.9701249620297152
    data = None
    min_val = -4.3556084632873535
    max_val = 4.494959354400635


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [1024, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 2.566405699316625e-05
    std = 0.019994919584021945
    data = None


class Program_weight_tensor_meta_cos_2:
    name = "cos_2"
    shape = [1, 128, 128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.5138948000877619
    std = 0.6749522968966377
    data = None
    min_val = -1.0
    max_val = 1.0


class Program_weight_tensor_meta_sin_2:
    name = "sin_2"
    shape = [1, 128, 128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.16937646307229315
    std = 0.5017034227953687
    data = None
    min_val = -0.9999995231628418
    max_val = 1.0
