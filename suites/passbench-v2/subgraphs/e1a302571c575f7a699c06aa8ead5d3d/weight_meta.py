class Program_weight_tensor_meta_hidden_state:
    name = "hidden_state"
    shape = [1, 1, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.10326083814152298
    std = 0.26174915606729793
    data = None
    min_val = -0.6270159482955933
    max_val = 1.0140010118484497


class Program_weight_tensor_meta_hidden_states_170:
    name = "hidden_states_170"
    shape = [1, 1, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.08909751376404529
    std = 0.15333549177220956
    data = None
    min_val = -0.45247799158096313
    max_val = 0.6072627305984497


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
