class Program_weight_tensor_meta_hidden_states_19:
    name = "hidden_states_19"
    shape = [1, 128, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.017397765174048393
    std = 0.9998431895039274
    data = None
    min_val = -3.9313974380493164
    max_val = 3.9503729343414307


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [512, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 6.828849812498945e-06
    std = 0.020021293326588707
    data = None


class Program_weight_tensor_meta_query_states_2:
    name = "query_states_2"
    shape = [1, 128, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0008476897265943251
    std = 0.12644667408004268
    data = None
    min_val = -0.5224390625953674
    max_val = 0.5088074803352356
