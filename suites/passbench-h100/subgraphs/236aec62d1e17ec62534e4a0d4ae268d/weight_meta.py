class Program_weight_tensor_meta_L_input_ids_:
    name = "L_input_ids_"
    shape = [1, 15]
    dtype = "torch.int64"
    device = "cuda:0"
    mean = None
    std = None
    data = [0, 6524, 11727, 24447, 83, 11814, 47, 125663, 181135, 43315, 6, 41382, 7, 5, 2]
