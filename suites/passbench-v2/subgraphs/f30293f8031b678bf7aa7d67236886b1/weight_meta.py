class Program_weight_tensor_meta_hidden_state:
    name = "hidden_state"
    shape = [1, 1, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.014363230963681417
    std = 0.20618760982006143
    data = None
    min_val = -0.6330235600471497
    max_val = 0.7491595149040222


class Program_weight_tensor_meta_hidden_states_86:
    name = "hidden_states_86"
    shape = [1, 1, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.02362668581311785
    std = 0.13668777399269627
    data = None
    min_val = -0.4379238486289978
    max_val = 0.4999748170375824


class Program_weight_tensor_meta_L_kwargs_input_ids_:
    name = "L_kwargs_input_ids_"
    shape = [2, 7]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = [235250, 2686, 576, 235248, 235284, 19493, 1, 235250, 2686, 576, 235248, 235284, 12075, 1]


class Program_weight_tensor_meta_L_self_modules_text_model_modules_embeddings_buffers_position_ids_:
    name = "L_self_modules_text_model_modules_embeddings_buffers_position_ids_"
    shape = [1, 64]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    min_val = 0
    max_val = 63
