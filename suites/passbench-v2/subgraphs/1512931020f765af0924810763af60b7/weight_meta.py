class Program_weight_tensor_meta_value_states_2:
    name = "value_states_2"
    shape = [1, 12, 3601, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0002413392453377298
    std = 0.03691380350708258
    data = None
    min_val = -0.1367061883211136
    max_val = 0.12469051033258438


class Program_weight_tensor_meta_key_states_3:
    name = "key_states_3"
    shape = [12, 3601, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.00021405789045881286
    std = 0.037859850127157306
    data = None
    min_val = -0.1041208952665329
    max_val = 0.13363300263881683
