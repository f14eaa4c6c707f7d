class Program_weight_tensor_meta_conv1d_1:
    name = "conv1d_1"
    shape = [1, 1280, 1500]
    dtype = "torch.float32"
    device = "cpu"
    mean = -4.1504905905276484e-06
    std = 0.0019503671255740043
    data = None
    min_val = -0.009596310555934906
    max_val = 0.009764280170202255
