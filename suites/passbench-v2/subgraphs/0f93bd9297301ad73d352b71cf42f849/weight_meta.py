class Program_weight_tensor_meta_linear_190:
    name = "linear_190"
    shape = [100, 1, 2048]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -5.917361179725994e-05
    std = 0.09398671774558397
    data = None
    min_val = -0.40587469935417175
    max_val = 0.45222681760787964
