class Program_weight_tensor_meta_inputs_embeds:
    name = "inputs_embeds"
    shape = [2, 7, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0014313649863392389
    std = 0.08647061394696046
    data = None
    min_val = -0.3244306743144989
    max_val = 0.32742607593536377


class Program_weight_tensor_meta_position_embeddings:
    name = "position_embeddings"
    shape = [1, 7, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.004648427780320422
    std = 0.0974242938715108
    data = None
    min_val = -0.3639598786830902
    max_val = 0.3144291639328003


class Program_weight_tensor_meta_L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_layer_norm1_parameters_weight_:
    name = "L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_layer_norm1_parameters_weight_"
    shape = [1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.214
    std = 0.12
    data = None


class Program_weight_tensor_meta_L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_layer_norm1_parameters_bias_:
    name = "L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_layer_norm1_parameters_bias_"
    shape = [1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.02
    std = 0.287
    data = None
