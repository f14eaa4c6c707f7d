class Program_weight_tensor_meta_hidden_states_13:
    name = "hidden_states_13"
    shape = [1, 9, 1792]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0030597579469695264
    std = 0.17298729353218564
    data = None
    min_val = -0.7903810739517212
    max_val = 0.7241315841674805


class Program_weight_tensor_meta_down_proj:
    name = "down_proj"
    shape = [1, 9, 1792]
    dtype = "torch.float32"
    device = "cpu"
    mean = -2.0525523236332202e-05
    std = 0.003986121337200369
    data = None
    min_val = -0.01647035777568817
    max_val = 0.014419490471482277
