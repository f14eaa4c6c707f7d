class Program_weight_tensor_meta_h_40:
    name = "h_40"
    shape = [1, 32, 3072]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0001700565503683175
    std = 0.08944138867904508
    data = None
    min_val = -0.3979570269584656
    max_val = 0.41409915685653687
