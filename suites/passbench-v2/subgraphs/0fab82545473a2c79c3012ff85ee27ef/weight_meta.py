class Program_weight_tensor_meta_permute_22:
    name = "permute_22"
    shape = [1, 784, 3, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.9409635979821806e-06
    std = 4.4155904139733134e-05
    data = None
    min_val = -0.00012318645894993097
    max_val = 0.00010634207137627527
