class Program_weight_tensor_meta_query_states_1:
    name = "query_states_1"
    shape = [1, 8, 36, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.008880884407637445
    std = 0.19770145784870796
    data = None
    min_val = -0.8189725875854492
    max_val = 0.7984806299209595


class Program_weight_tensor_meta_key_states_3:
    name = "key_states_3"
    shape = [1, 8, 36, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0005564861637168406
    std = 0.19268653286788415
    data = None
    min_val = -0.7660863995552063
    max_val = 0.828137218952179


class Program_weight_tensor_meta_value_states_3:
    name = "value_states_3"
    shape = [1, 8, 36, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.00175745658053788
    std = 0.12671544327147988
    data = None
    min_val = -0.4900049865245819
    max_val = 0.5506352186203003
