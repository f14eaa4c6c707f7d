class Program_weight_tensor_meta_hidden_states_6:
    name = "hidden_states_6"
    shape = [1, 1500, 1280]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.6247557925015563
    std = 0.7772917557263787
    data = None
    min_val = -3.3074207305908203
    max_val = 4.779855728149414


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_mlp_modules_up_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_mlp_modules_up_proj_parameters_weight_"
    shape = [5120, 1280]
    dtype = "torch.float16"
    device = "cpu"
    mean = -5.005340715432739e-06
    std = 0.02000391394301544
    data = None


class Program_weight_tensor_meta_silu:
    name = "silu"
    shape = [1, 1500, 5120]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.003469116163676181
    std = 0.07147546996076214
    data = None
    min_val = -0.24145002663135529
    max_val = 0.48735764622688293
