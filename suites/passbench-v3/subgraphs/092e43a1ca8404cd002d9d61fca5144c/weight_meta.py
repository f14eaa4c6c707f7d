class Program_weight_tensor_meta_hidden_states_187:
    name = "hidden_states_187"
    shape = [1, 64, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0008355982811503182
    std = 0.14477523007509416
    data = None
    min_val = -0.5755075812339783
    max_val = 0.6054544448852539


class Program_weight_tensor_meta_hidden_states_192:
    name = "hidden_states_192"
    shape = [1, 64, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.00014050539013527041
    std = 0.0166519197100222
    data = None
    min_val = -0.0682394802570343
    max_val = 0.06710343062877655


class Program_weight_tensor_meta_L_self_modules_decoder_modules_layernorm_embedding_parameters_weight_:
    name = "L_self_modules_decoder_modules_layernorm_embedding_parameters_weight_"
    shape = [1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_decoder_modules_layernorm_embedding_parameters_bias_:
    name = "L_self_modules_decoder_modules_layernorm_embedding_parameters_bias_"
    shape = [1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
