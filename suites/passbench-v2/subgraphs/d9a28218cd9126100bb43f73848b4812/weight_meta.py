class Program_weight_tensor_meta_attn_output_61:
    name = "attn_output_61"
    shape = [1, 1, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0006423915527496623
    std = 0.018759434818714373
    data = None
    min_val = -0.052927032113075256
    max_val = 0.059551775455474854


class Program_weight_tensor_meta_hidden_states_86:
    name = "hidden_states_86"
    shape = [1, 1, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0009740701462798521
    std = 0.016079191817449975
    data = None
    min_val = -0.05244643613696098
    max_val = 0.061241716146469116


class Program_weight_tensor_meta_L_kwargs_input_ids_:
    name = "L_kwargs_input_ids_"
    shape = [1, 64]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = [16044, 8239, 2933, 13760, 16963, 16379, 31427, 6503, 31497, 9683, 14101, 26866, 30756, 13399, 23878, 28376, 20056, 9868, 20794, 4033, 17126, 14119, 2391, 14254, 20824, 21841, 15269, 18969, 9549, 17480, 9481, 5012, 21363, 17360, 10995, 6085, 13822, 17999, 1711, 4288, 29778, 19043, 7896, 13489, 22771, 9757, 27283, 21395, 16782, 21671, 23840, 11969, 17673, 441, 10111, 21280, 9503, 21706, 31476, 18327, 1699, 3326, 28363, 15474]


class Program_weight_tensor_meta_L_self_modules_text_model_modules_embeddings_buffers_position_ids_:
    name = "L_self_modules_text_model_modules_embeddings_buffers_position_ids_"
    shape = [1, 64]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63]
