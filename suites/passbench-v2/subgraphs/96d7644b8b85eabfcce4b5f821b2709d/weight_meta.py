class Program_weight_tensor_meta_query_1:
    name = "query_1"
    shape = [8, 12, 197, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0130329023053924e-05
    std = 0.11063702756427356
    data = None
    min_val = -0.5616813898086548
    max_val = 0.5159720182418823


class Program_weight_tensor_meta_transpose_3:
    name = "transpose_3"
    shape = [8, 12, 64, 197]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.00011207362176019087
    std = 0.11085717259446413
    data = None
    min_val = -0.5197367668151855
    max_val = 0.5394710302352905
