class Program_weight_tensor_meta_query_states:
    name = "query_states"
    shape = [1, 16, 128, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000765657653549523
    std = 0.07845194952943119
    data = None
    min_val = -0.30564171075820923
    max_val = 0.3168891668319702


class Program_weight_tensor_meta_key_states_1:
    name = "key_states_1"
    shape = [1, 16, 128, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0006212361571629188
    std = 0.07937190064313915
    data = None
    min_val = -0.3649522364139557
    max_val = 0.3338727653026581


class Program_weight_tensor_meta_value_states_1:
    name = "value_states_1"
    shape = [1, 16, 128, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0002360670152423694
    std = 0.07928150573761857
    data = None
    min_val = -0.334236741065979
    max_val = 0.2972484529018402


class Program_weight_tensor_meta_attention_mask_1:
    name = "attention_mask_1"
    shape = [1, 1, 128, 128]
    dtype = "torch.bool"
    device = "cpu"
    mean = None
    std = None
    data = None
