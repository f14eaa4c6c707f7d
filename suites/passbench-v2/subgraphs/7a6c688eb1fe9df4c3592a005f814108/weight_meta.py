class Program_weight_tensor_meta_transpose_42:
    name = "transpose_42"
    shape = [1, 8, 8, 8, 8, 180]
    dtype = "torch.float32"
    device = "cpu"
    mean = -9.584566122643838e-05
    std = 0.17037411904173966
    data = None
    min_val = -0.7292609810829163
    max_val = 0.8391337394714355
