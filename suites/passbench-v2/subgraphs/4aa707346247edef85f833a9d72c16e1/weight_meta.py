class Program_weight_tensor_meta_hidden_state_1:
    name = "hidden_state_1"
    shape = [325, 1, 3072]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.00012975881885578364
    std = 0.1416030063025583
    data = None
    min_val = -0.6683676242828369
    max_val = 0.772750198841095
