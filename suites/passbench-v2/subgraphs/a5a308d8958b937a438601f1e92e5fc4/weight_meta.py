class Program_weight_tensor_meta_hidden_states_102:
    name = "hidden_states_102"
    shape = [1, 1024, 7, 7]
    dtype = "torch.float32"
    device = "cpu"
    mean = -2.5961292560720913e-05
    std = 0.016722392040318616
    data = None
    min_val = -0.09865056723356247
    max_val = 0.09551908075809479
