class Program_weight_tensor_meta_linear_17:
    name = "linear_17"
    shape = [96, 197, 2304]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002468641713069903
    std = 0.10951352661724373
    data = None
    min_val = -0.5987934470176697
    max_val = 0.5910078287124634
