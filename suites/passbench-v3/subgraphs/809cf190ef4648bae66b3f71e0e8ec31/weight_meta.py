class Program_weight_tensor_meta_hidden_states_10:
    name = "hidden_states_10"
    shape = [1, 128, 56, 56]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.2884802585686605e-07
    std = 0.00025646579677729165
    data = None
    min_val = -0.0014965657610446215
    max_val = 0.001626531477086246
